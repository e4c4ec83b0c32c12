export function routing_11(x) {
  return x * 24;
}
