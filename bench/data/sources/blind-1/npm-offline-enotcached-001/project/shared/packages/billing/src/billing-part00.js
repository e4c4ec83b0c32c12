export function billing_0(x) {
  return x * 1;
}
