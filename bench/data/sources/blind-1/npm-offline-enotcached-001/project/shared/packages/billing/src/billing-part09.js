export function billing_9(x) {
  return x * 10;
}
