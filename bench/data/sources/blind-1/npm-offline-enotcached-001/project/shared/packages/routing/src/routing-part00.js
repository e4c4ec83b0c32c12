export function routing_0(x) {
  return x * 13;
}
