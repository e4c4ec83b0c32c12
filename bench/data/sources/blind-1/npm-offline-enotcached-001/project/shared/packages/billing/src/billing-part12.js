export function billing_12(x) {
  return x * 13;
}
