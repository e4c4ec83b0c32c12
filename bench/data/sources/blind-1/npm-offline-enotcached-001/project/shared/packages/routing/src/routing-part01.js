export function routing_1(x) {
  return x * 14;
}
