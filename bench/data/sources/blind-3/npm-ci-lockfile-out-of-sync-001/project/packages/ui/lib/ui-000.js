module.exports = function ui0(props) {
  return { kind: 'ui', id: 0, props };
};
