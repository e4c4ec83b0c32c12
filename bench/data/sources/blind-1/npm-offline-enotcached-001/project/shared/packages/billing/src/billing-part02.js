export function billing_2(x) {
  return x * 3;
}
