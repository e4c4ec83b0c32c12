export function routing_12(x) {
  return x * 25;
}
