module.exports = function ui29(props) {
  return { kind: 'ui', id: 29, props };
};
