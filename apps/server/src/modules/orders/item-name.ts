/**
 * The name of an order item that books tickets of one type: 'Product - Option (Ticket type)',
 * without the ticket type when the option is already named after it ('Theatre Tour - Adult',
 * not 'Theatre Tour - Adult (Adult)').
 */
export function bookedItemName(product: string, option: string, ticketType: string): string {
  const base = `${product} - ${option}`;
  return option.trim().toLowerCase() === ticketType.trim().toLowerCase()
    ? base
    : `${base} (${ticketType})`;
}
