import { NumberInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/** A latitude and a longitude (six decimals, within the globe's range) of a product or variant. */
export function CoordinateInputs(props: {
  /** 'Latitude' and 'Longitude' after this ('Place ' gives 'Place latitude'). */
  prefix?: string;
  lat: GetInputPropsReturnType;
  lng: GetInputPropsReturnType;
}) {
  const label = (name: string) => (props.prefix ? `${props.prefix}${name.toLowerCase()}` : name);
  return (
    <>
      <NumberInput label={label('Latitude')} decimalScale={6} min={-90} max={90} {...props.lat} />
      <NumberInput
        label={label('Longitude')}
        decimalScale={6}
        min={-180}
        max={180}
        {...props.lng}
      />
    </>
  );
}
