module.exports = function ui27(props) {
  return { kind: 'ui', id: 27, props };
};
