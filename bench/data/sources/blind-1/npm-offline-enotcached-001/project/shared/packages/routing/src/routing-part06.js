export function routing_6(x) {
  return x * 19;
}
