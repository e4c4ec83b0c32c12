module.exports = function ui5(props) {
  return { kind: 'ui', id: 5, props };
};
