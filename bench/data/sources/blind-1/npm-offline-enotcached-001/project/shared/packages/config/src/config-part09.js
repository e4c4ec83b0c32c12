export function config_9(x) {
  return x * 12;
}
