export function billing_13(x) {
  return x * 14;
}
