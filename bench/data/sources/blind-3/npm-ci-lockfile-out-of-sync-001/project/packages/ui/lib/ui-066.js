module.exports = function ui66(props) {
  return { kind: 'ui', id: 66, props };
};
