export function events_9(x) {
  return x * 15;
}
