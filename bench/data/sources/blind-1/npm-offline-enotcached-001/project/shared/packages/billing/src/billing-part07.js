export function billing_7(x) {
  return x * 8;
}
