export function billing_4(x) {
  return x * 5;
}
