import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/rootStore';

/**
 * Opens where the user picks a plant: the plant drawer where the top bar offers plant search (spec-digest 000 §2:
 * administrators with several plants), else the map navigation's station list.
 */
export function usePlantChooser(showPlantSearch: boolean): () => void {
  const { ui } = useStores();
  const navigate = useNavigate();
  return () => (showPlantSearch ? ui.setPlantDrawerOpen(true) : navigate('/monitors'));
}
