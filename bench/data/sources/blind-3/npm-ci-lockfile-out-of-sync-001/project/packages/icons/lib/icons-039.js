module.exports = function icons39(props) {
  return { kind: 'icons', id: 39, props };
};
