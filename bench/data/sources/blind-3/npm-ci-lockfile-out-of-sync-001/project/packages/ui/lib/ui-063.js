module.exports = function ui63(props) {
  return { kind: 'ui', id: 63, props };
};
