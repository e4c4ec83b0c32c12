module.exports = function ui30(props) {
  return { kind: 'ui', id: 30, props };
};
