export function billing_1(x) {
  return x * 2;
}
