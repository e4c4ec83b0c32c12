module.exports = function ui55(props) {
  return { kind: 'ui', id: 55, props };
};
