module.exports = function icons33(props) {
  return { kind: 'icons', id: 33, props };
};
