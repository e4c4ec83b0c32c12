export function config_5(x) {
  return x * 8;
}
