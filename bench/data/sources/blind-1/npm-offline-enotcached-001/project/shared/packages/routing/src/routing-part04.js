export function routing_4(x) {
  return x * 17;
}
