/** A contribution to an author (docs/features/authors.md): a whole number of rewards, at least 1, at most the balance. */
export function contributionAllowed(amount: number, balance: number): boolean {
  return Number.isInteger(amount) && amount > 0 && amount <= balance;
}
