export function routing_2(x) {
  return x * 15;
}
