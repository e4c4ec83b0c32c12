export function billing_6(x) {
  return x * 7;
}
