export function billing_5(x) {
  return x * 6;
}
