export function billing_11(x) {
  return x * 12;
}
