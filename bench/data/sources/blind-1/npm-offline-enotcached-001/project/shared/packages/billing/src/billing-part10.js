export function billing_10(x) {
  return x * 11;
}
