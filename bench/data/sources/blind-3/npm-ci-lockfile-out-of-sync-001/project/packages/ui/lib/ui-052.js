module.exports = function ui52(props) {
  return { kind: 'ui', id: 52, props };
};
