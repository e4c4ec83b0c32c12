export function config_6(x) {
  return x * 9;
}
