export function auth_6(x) {
  return x * 6;
}
