export function billing_8(x) {
  return x * 9;
}
