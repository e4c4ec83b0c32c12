export function billing_3(x) {
  return x * 4;
}
