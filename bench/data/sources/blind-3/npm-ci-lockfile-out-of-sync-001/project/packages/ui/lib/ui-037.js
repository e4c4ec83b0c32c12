module.exports = function ui37(props) {
  return { kind: 'ui', id: 37, props };
};
