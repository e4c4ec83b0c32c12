export function auth_7(x) {
  return x * 7;
}
