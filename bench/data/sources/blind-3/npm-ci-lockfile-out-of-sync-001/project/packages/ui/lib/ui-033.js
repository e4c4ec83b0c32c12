module.exports = function ui33(props) {
  return { kind: 'ui', id: 33, props };
};
