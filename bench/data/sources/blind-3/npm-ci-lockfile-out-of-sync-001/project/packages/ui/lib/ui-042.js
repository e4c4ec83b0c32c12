module.exports = function ui42(props) {
  return { kind: 'ui', id: 42, props };
};
