module.exports = function icons68(props) {
  return { kind: 'icons', id: 68, props };
};
