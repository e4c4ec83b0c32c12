module.exports = function ui40(props) {
  return { kind: 'ui', id: 40, props };
};
