module.exports = function ui3(props) {
  return { kind: 'ui', id: 3, props };
};
