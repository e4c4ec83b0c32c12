module.exports = function ui53(props) {
  return { kind: 'ui', id: 53, props };
};
