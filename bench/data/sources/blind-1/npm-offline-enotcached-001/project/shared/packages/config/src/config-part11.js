export function config_11(x) {
  return x * 14;
}
