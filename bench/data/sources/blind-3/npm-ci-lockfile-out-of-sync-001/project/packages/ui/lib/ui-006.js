module.exports = function ui6(props) {
  return { kind: 'ui', id: 6, props };
};
