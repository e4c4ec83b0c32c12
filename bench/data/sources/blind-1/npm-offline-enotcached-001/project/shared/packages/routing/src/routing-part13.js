export function routing_13(x) {
  return x * 26;
}
