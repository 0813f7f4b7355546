import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, on, renderWithProviders, type Handler } from '../../../test/render.tsx';
import { emptyAccount, partnerBusiness, partnerUser } from '../onboarding.fixture.ts';
import VerificationPage from './verification.tsx';

function showFor(country: 'US' | 'CA', account = emptyAccount(), ...more: Handler[]) {
  const fetch = mockFetch(
    ...more,
    on('GET', '/api/session', 200, { user: partnerUser() }),
    on('GET', '/api/business/partner/u1', 200, [partnerBusiness(country)]),
    on('GET', '/api/stripe/account/b1', 200, account),
    on('PUT', '/api/stripe/account/b1', 200, emptyAccount({ idNumber: '*********' })),
    on('POST', '/api/stripe/sandbox/tokens', 200, {
      id: 'pii_sbx_0123abcd',
      object: 'token',
      type: 'pii',
    }),
  );
  renderWithProviders(<VerificationPage />, '/partner-portal/verification');
  return fetch;
}
const sent = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').length;

describe('/partner-portal/verification', () => {
  it('refuses a SIN that is not 9 digits next to the field, and sends nothing', async () => {
    const fetch = showFor('CA');
    const sin = await screen.findByLabelText('SIN');
    await userEvent.type(sin, '12ab');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(await screen.findByText('Enter your SIN: 9 digits')).toBeInTheDocument();
    expect(sin).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Verification info saved successfully.')).toBeNull();
    expect(sent(fetch)).toBe(0);
  });

  it('refuses an EIN not written like 12-3456789', async () => {
    const fetch = showFor('US');
    await userEvent.type(await screen.findByLabelText('EIN (optional)'), 'zz');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[1]);
    expect(await screen.findByText('Enter your EIN like 12-3456789')).toBeInTheDocument();
    expect(sent(fetch)).toBe(0);
  });

  it('sends a 9-digit SIN as a token only, and shows it masked with 9 stars, Update disabled', async () => {
    const fetch = showFor('CA');
    await userEvent.type(await screen.findByLabelText('SIN'), '046 454 286');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(await screen.findByText('Verification info saved successfully.')).toBeInTheDocument();
    expect(screen.getByLabelText('SIN')).toHaveValue('*********');
    expect(screen.getAllByRole('button', { name: 'Update' })[0]).toBeDisabled();
    expect(sent(fetch)).toBe(1);
    // The number went to the provider's token API; the account update carries only the token.
    const body = (method: string, url: string) =>
      String(fetch.mock.calls.find(([u, i]) => i?.method === method && u === url)![1]!.body);
    expect(JSON.parse(body('POST', '/api/stripe/sandbox/tokens'))).toEqual({
      pii: { id_number: '046454286' },
    });
    const update = body('PUT', '/api/stripe/account/b1');
    expect(JSON.parse(update)).toEqual({ idNumberToken: 'pii_sbx_0123abcd' });
    expect(update).not.toContain('046');
  });

  it('keeps Save disabled while a masked value is shown', async () => {
    showFor('US', emptyAccount({ idNumber: '****' }));
    expect(await screen.findByLabelText('SSN')).toHaveValue('****');
    expect(screen.getAllByRole('button', { name: 'Update' })[0]).toBeDisabled();
  });

  const frontInput = async () => {
    await screen.findByText('ID document (front)');
    return document.querySelectorAll<HTMLInputElement>('input[type="file"]')[0]!;
  };
  const uploads = (fetch: ReturnType<typeof mockFetch>) =>
    fetch.mock.calls.filter(([url]) => String(url).includes('/upload')).length;

  it('refuses a file that is not a JPG or PNG beside its slot, before any upload', async () => {
    const fetch = showFor('US');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await frontInput(), new File(['GIF89a'], 'id.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only JPG or PNG images can be uploaded.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Upload' })[0]).toBeDisabled();
    expect(uploads(fetch)).toBe(0);
  });

  it("shows the server's refusal of an image beside the slot it concerns", async () => {
    const refused = { code: 'VALIDATION', message: 'The image is larger than 8000 x 8000 pixels.' };
    const fetch = showFor(
      'US',
      emptyAccount(),
      on('POST', '/api/stripe/account/upload', 400, refused),
    );
    const user = userEvent.setup();
    await user.upload(await frontInput(), new File(['png'], 'id.png', { type: 'image/png' }));
    await user.click(screen.getAllByRole('button', { name: 'Upload' })[0]!);
    const message = await screen.findByText('The image is larger than 8000 x 8000 pixels.');
    expect(message.closest('.mantine-Paper-root')).toHaveTextContent('ID document (front)');
    expect(uploads(fetch)).toBe(1);
  });

  it('takes a file dropped on the slot, checks it like a chosen one, and uploads it', async () => {
    const fetch = showFor(
      'US',
      emptyAccount(),
      on('POST', '/api/stripe/account/upload', 200, emptyAccount({ documentFront: true })),
    );
    const box = await screen.findByRole('group', { name: /ID document \(front\): drop a file/ });
    const drop = (file: File) => fireEvent.drop(box, { dataTransfer: { files: [file] } });
    drop(new File(['GIF89a'], 'id.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only JPG or PNG images can be uploaded.')).toBeInTheDocument();
    drop(new File(['png'], 'front.png', { type: 'image/png' }));
    await expect
      .poll(() => screen.queryByText('Only JPG or PNG images can be uploaded.'))
      .toBeNull();
    expect(screen.getByText('front.png')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Upload' })[0]!);
    await expect.poll(() => uploads(fetch)).toBe(1);
  });
});
